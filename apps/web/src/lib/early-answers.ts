// Answers the app's entry asks for before the code that reads them has loaded (the login's calls
// on an address behind the login guard): each is taken once, by the query whose key it carries,
// instead of that query asking the server itself a round trip and a render later.

const answers = new Map<string, Promise<unknown>>();

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function offerEarlyAnswer(queryKey: readonly unknown[], answer: Promise<unknown>): void {
  // A failure is the taking query's to handle, as if it had asked itself.
  answer.catch(() => undefined);
  answers.set(keyOf(queryKey), answer);
}

/** The early answer for `queryKey`, once; undefined when none was asked for. */
export function takeEarlyAnswer<Answer>(queryKey: readonly unknown[]): Promise<Answer> | undefined {
  const key = keyOf(queryKey);
  const answer = answers.get(key);
  answers.delete(key);
  return answer as Promise<Answer> | undefined;
}

/** Forgets the answers nobody took: they belong to a login that is over. */
export function dropEarlyAnswers(): void {
  answers.clear();
}
