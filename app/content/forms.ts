/** Hourly consultation slots (spec §9): 9:00 AM to 4:00 PM, West Africa Time, as 24-hour hours. */
export const consultationHours = [9, 10, 11, 12, 13, 14, 15, 16] as const;
