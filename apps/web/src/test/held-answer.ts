/**
 * An answer the test gives when it chooses: the request stays open meanwhile, so what the page does
 * while it waits (a second click, a disabled button) is seen without depending on timing.
 */
export function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (response: Response) => release(response) };
}
