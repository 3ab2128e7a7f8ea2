// The association is Brazilian: a contest "day" is a calendar day in São Paulo, whatever the
// server's or the browser's time zone. Brazil observed DST until 2019, so offsets come from the
// IANA database (Intl, through dayjs), never from a fixed -03:00. A module of its own so that a
// screen that only formats dates in it (web/lib/format.ts) does not load the day arithmetic and dayjs.
export const CONTEST_TIME_ZONE = 'America/Sao_Paulo';
