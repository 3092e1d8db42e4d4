CREATE TABLE "analysis_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "analysis_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "visitor_session_hash" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "visitor_session_hash" text;--> statement-breakpoint
ALTER TABLE "analysis_shares" ADD CONSTRAINT "analysis_shares_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_shares" ADD CONSTRAINT "analysis_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_shares_analysis_id_idx" ON "analysis_shares" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "analysis_shares_user_id_idx" ON "analysis_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contracts_visitor_session_hash_idx" ON "contracts" USING btree ("visitor_session_hash");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_one_owner" CHECK (num_nonnulls("contracts"."user_id", "contracts"."visitor_session_hash") = 1);--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_one_owner" CHECK (num_nonnulls("analyses"."user_id", "analyses"."visitor_session_hash") = 1);