import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyAnswers, offerEarlyAnswer, takeEarlyAnswer } from './early-answers';

afterEach(() => dropEarlyAnswers());

describe('early answers', () => {
  it('are taken once, by the query key they were offered under', async () => {
    offerEarlyAnswer(['users', 7], Promise.resolve({ id: 7 }));
    expect(takeEarlyAnswer(['users', 8])).toBeUndefined();
    await expect(takeEarlyAnswer(['users', 7])).resolves.toEqual({ id: 7 });
    expect(takeEarlyAnswer(['users', 7])).toBeUndefined();
  });

  it('keep a failure for the query that takes them, without an unhandled rejection', async () => {
    offerEarlyAnswer(['licences'], Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyAnswer(['licences'])).rejects.toThrow('offline');
  });

  it('are gone once dropped', () => {
    offerEarlyAnswer(['notifications'], Promise.resolve({}));
    dropEarlyAnswers();
    expect(takeEarlyAnswer(['notifications'])).toBeUndefined();
  });
});
