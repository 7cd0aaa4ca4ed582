-- Issue 30: self-guided access and tour links (placeholder; filled by the tours work).
SELECT 1;
