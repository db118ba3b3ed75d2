export const calendarKeys = {
  all: ['calendar'] as const,
  upcoming: (limit: number) => [...calendarKeys.all, 'upcoming', limit] as const,
};
