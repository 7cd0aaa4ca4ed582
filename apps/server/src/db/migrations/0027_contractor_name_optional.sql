-- Issue 30 W4: a contractor may be known by e-mail alone (the spec requires only contractor_email
-- on a request), so a directory entry saved from such a request has no name; lists show the e-mail.
ALTER TABLE "contractors" ALTER COLUMN "name" DROP NOT NULL;
