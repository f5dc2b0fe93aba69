ALTER TABLE "users" ADD COLUMN "temporary_password_until" timestamp with time zone;
