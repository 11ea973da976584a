-- Issue 17 (docs/decisions/160, 161): what temple search needs at 10,000 temples, on PGlite and
-- PostgreSQL alike. The indexes that use these functions are in the schema (db/schema/catalog.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
-- How a word sounds rather than how it was spelt in Latin letters, so that Indian names typed
-- in another common transliteration still match: lower case; "zh" as "l" (Pazhani/Palani);
-- "tch" and "x" as "ks" (Meenatchi/Meenakshi, Mahalaxmi); aspirates and "sh" without their "h"
-- (Tirupathi/Tirupati, Shri/Sri); "w" as "v" (Venkateshwara/Venkatesvara); "ee" as "i" and "oo"
-- as "u" (Meenakshi/Minakshi, Guruvayoor); doubled letters once (Ujjain/Ujain); a final "y" as
-- "i" (Swamy/Swami); a word's final "a" dropped (Rama/Ram, Shiva/Shiv). Other scripts are only
-- lower-cased. SQL-standard body: bound when created, so it needs no search_path when an index
-- is rebuilt or analysed.
CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(t),
    'zh', 'l', 'g'),
    'tch|x', 'ks', 'g'),
    '([kgcjtdpbs])h', '\1', 'g'),
    'w', 'v', 'g'),
    'ee', 'i', 'g'),
    'oo', 'u', 'g'),
    '([a-z])\1+', '\1', 'g'),
    'y\M', 'i', 'g'),
    'a\M', '', 'g');--> statement-breakpoint
-- A place on the unit sphere (x, y, z) as a cube point. The straight-line distance between two
-- such points grows with the great-circle distance, so a GiST index on this expression orders
-- temples by distance from a devotee with the cube `<->` operator (nearest first, read from the
-- index: no scan of every temple).
CREATE OR REPLACE FUNCTION sphere_point(latitude double precision, longitude double precision)
  RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN cube(ARRAY[
    cos(radians(latitude)) * cos(radians(longitude)),
    cos(radians(latitude)) * sin(radians(longitude)),
    sin(radians(latitude))
  ]);
--> statement-breakpoint
-- pg_trgm declares the word-similarity test behind `<%` as cheap as `=`, so the planner
-- preferred testing every temple to the trigram index (71 ms against 7 ms for a mistyped word at
-- 10,000 temples, decision 160). It computes trigrams of both texts on every call: say so.
ALTER FUNCTION word_similarity_op(text, text) COST 100;
