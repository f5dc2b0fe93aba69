CREATE TABLE "question_credit_balances" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"credits_left" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_credit_balances_credits_left_check" CHECK ("question_credit_balances"."credits_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "question_credit_balances" ADD CONSTRAINT "question_credit_balances_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;