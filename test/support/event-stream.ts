/**
 * Reading a Server-Sent Events stream (a fetch response) event by event, for tests and the
 * benchmark; the promise settles when the stream ends (the server closed it, or it was aborted).
 */
export function readEvents(res: Response, onEvent: (event: string, data: Record<string, unknown>) => void): Promise<void> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) onEvent(event, JSON.parse(data) as Record<string, unknown>);
        }
      }
    } catch {
      // the stream was closed
    }
  })();
}
