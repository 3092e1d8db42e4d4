CREATE TABLE "seller_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"vat_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Free accounts already get risk-scored analyses and PDF and Word exports: the Free plan lists them, so no paid plan sells them as extras.
UPDATE "plans" SET "features" = "features" || '["advanced_analysis"]'::jsonb WHERE "id" = 'free' AND NOT "features" @> '["advanced_analysis"]'::jsonb;--> statement-breakpoint
UPDATE "plans" SET "features" = "features" || '["export_formats"]'::jsonb WHERE "id" = 'free' AND NOT "features" @> '["export_formats"]'::jsonb;
