/** Links between the instructor screens (relative to the router's /app base); ids are GraphQL ids. */
export const INSTRUCTOR_CALENDAR_PATH = '/instructor/calendar';

export const workSlotPath = (workSlotId: string) => `/instructor/work-slot/${encodeURIComponent(workSlotId)}`;
