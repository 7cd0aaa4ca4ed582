-- Issue 30: account security (placeholder; filled by the auth work).
SELECT 1;
