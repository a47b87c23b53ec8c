CREATE TABLE "login_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "login_attempts_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window" ON "login_attempts" USING btree ("window_started_at");