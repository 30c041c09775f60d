import type { FastifyReply } from 'fastify';

/**
 * Reusable buffers for large answers written as bytes (the REST hotel search: ~32 KB a page). A fresh 32 KB
 * `Buffer.allocUnsafe` per request is memory outside the JavaScript heap that only a garbage collection frees, and under
 * rotating searches it was the REST list's latency tail: p99 2.2 × the raw baseline's, against 1.1 × with the buffers
 * reused (issue 19, scripts/bench-catalogue.ts). A buffer goes back to the pool once its response has closed: by then
 * the socket (or the compressor reading it) is done with it, or the connection is gone and what it held no longer matters.
 */
export class BufferPool {
  private readonly free: Buffer[] = [];

  constructor(
    /** each buffer's size: a longer answer gets a buffer of its own */
    readonly size: number,
    /** how many idle buffers are kept at most (the memory a burst leaves behind) */
    private readonly keep: number,
  ) {}

  /** A buffer of at least `length` bytes: a pooled one (to be given back), or one of its own when `length` is larger. */
  take(length: number): { buffer: Buffer; pooled: boolean } {
    if (length > this.size) return { buffer: Buffer.allocUnsafe(length), pooled: false };
    return { buffer: this.free.pop() ?? Buffer.allocUnsafeSlow(this.size), pooled: true };
  }

  give(buffer: Buffer): void {
    if (buffer.length === this.size && this.free.length < this.keep) this.free.push(buffer);
  }

  /** Idle buffers (for tests). */
  get idle(): number {
    return this.free.length;
  }

  /** Gives `buffer` back when `reply`'s response has closed (sent, or the connection gone). */
  giveAfter(reply: FastifyReply, buffer: Buffer): void {
    reply.raw.once('close', () => this.give(buffer));
  }

  /**
   * `text` as UTF-8 bytes for `reply`'s body: in a pooled buffer, given back once the response has closed, when it
   * surely fits (three bytes a UTF-16 unit at most: no scan of the text for its exact length); else a buffer of its own.
   */
  utf8For(reply: FastifyReply, text: string): Buffer {
    if (text.length * 3 > this.size) return Buffer.from(text);
    const { buffer } = this.take(this.size);
    const length = buffer.write(text);
    this.giveAfter(reply, buffer);
    return buffer.subarray(0, length);
  }
}

/** The process's pool for answers: 64 KB buffers (a page of priced hotels is 13-32 KB), at most 64 kept idle (4 MB). */
export const answerBuffers = new BufferPool(64 * 1024, 64);
