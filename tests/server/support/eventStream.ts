/**
 * Reads a server-sent-events response in a test: `next(type)` resolves with the data of
 * the next event of that type (earlier ones of other types are skipped).
 */
export interface EventStream {
  next<T = unknown>(type: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openEventStream(url: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const queue: { type: string; data: unknown }[] = [];
  let buffer = '';
  async function read(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const type = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (type && data) queue.push({ type, data: JSON.parse(data) });
    }
  }
  return {
    async next<T>(type: string, timeoutMs = 5000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((event) => event.type === type);
        if (index >= 0) return queue.splice(index, 1)[0]!.data as T;
        if (Date.now() > deadline) throw new Error(`no ${type} event`);
        await Promise.race([
          read(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`no ${type} event`)), deadline - Date.now()).unref(),
          ),
        ]);
      }
    },
    close: () => controller.abort(),
  };
}
