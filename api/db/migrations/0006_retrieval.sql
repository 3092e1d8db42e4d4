CREATE TABLE "clause_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"clause_number" text,
	"content_encrypted" "bytea" NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"page" integer NOT NULL,
	"embedding" vector(384) NOT NULL,
	"embedding_model" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clause_chunks" ADD CONSTRAINT "clause_chunks_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clause_chunks" ADD CONSTRAINT "clause_chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clause_chunks_contract_id_idx" ON "clause_chunks" USING btree ("contract_id","embedding_model");--> statement-breakpoint
CREATE INDEX "clause_chunks_user_id_idx" ON "clause_chunks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clause_chunks_embedding_hnsw_idx" ON "clause_chunks" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "clause_chunks_search_vector_idx" ON "clause_chunks" USING gin ("search_vector");