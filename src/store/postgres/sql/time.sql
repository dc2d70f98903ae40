-- Times leave the store as ISO 8601 UTC with milliseconds, the precision they are stored at. Used by the write
-- functions (write.sql) and by reads of the change log.
create or replace function content_store_iso(t timestamptz) returns text language sql immutable as $$
     select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
   $$;
