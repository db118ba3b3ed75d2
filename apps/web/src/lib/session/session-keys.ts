export const sessionKeys = {
  all: ['session'] as const,
};
