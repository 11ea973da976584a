-- Issue 11: the contact form's messages become the staff inbox. Messages received before the
-- inbox existed get their thread here (new ones get it when they arrive); the text is escaped
-- into one HTML paragraph with its line breaks, as inbox-html.ts textToHtml does.
INSERT INTO "inbox_threads" ("kind", "subject", "contact_message_id", "last_message_at", "created_at")
SELECT 'contact', c."subject", c."id", c."created_at", c."created_at"
FROM "contact_messages" c
WHERE NOT EXISTS (SELECT 1 FROM "inbox_threads" t WHERE t."contact_message_id" = c."id");
--> statement-breakpoint
INSERT INTO "inbox_messages" ("thread_id", "sender_id", "sender_name", "body_html", "body_text", "created_at")
SELECT t."id", NULL, c."full_name",
  '<p>' || replace(replace(replace(replace(replace(replace(c."message", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\r\n', '<br>'), E'\n', '<br>') || '</p>',
  c."message", c."created_at"
FROM "inbox_threads" t
JOIN "contact_messages" c ON c."id" = t."contact_message_id"
WHERE NOT EXISTS (SELECT 1 FROM "inbox_messages" m WHERE m."thread_id" = t."id");
