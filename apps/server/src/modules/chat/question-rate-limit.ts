/**
 * Questions per user in a sliding window, so one user (or a script holding their token) cannot run up
 * the model's bill. Kept in memory: each API process counts its own sockets.
 */
export function createQuestionRateLimit(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const askedAt = new Map<string, number[]>();

  return {
    /** Records a question; false when the user has asked `limit` questions within the window already. */
    tryAsk(userId: string): boolean {
      const since = now() - options.windowMs;
      const recent = (askedAt.get(userId) ?? []).filter((time) => time > since);
      if (recent.length >= options.limit) {
        askedAt.set(userId, recent);
        return false;
      }
      recent.push(now());
      askedAt.set(userId, recent);
      return true;
    },
  };
}

export type QuestionRateLimit = ReturnType<typeof createQuestionRateLimit>;
