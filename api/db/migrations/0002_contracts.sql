CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"original_encrypted" "bytea",
	"document_encrypted" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_files_after" timestamp with time zone NOT NULL,
	"files_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_user_id_created_at_idx" ON "contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_delete_files_after_idx" ON "contracts" USING btree ("delete_files_after");