import { decodeMessage, encodeMessage, type FanOut, type LiveMessage } from "./fan-out.js";

/**
 * One process (the embedded database): a published message goes straight to this process's
 * hub. It is still encoded and decoded, so an event that would not survive a real transport
 * (a Date, a function, too many bytes) behaves here as it would on PostgreSQL.
 */
export class LocalFanOut implements FanOut {
  readonly name = "local";
  private receiver: ((message: LiveMessage) => void) | undefined;

  async listen(onMessage: (message: LiveMessage) => void): Promise<void> {
    this.receiver = onMessage;
  }

  async publish(message: LiveMessage): Promise<void> {
    const copy = decodeMessage(encodeMessage(message));
    if (copy && this.receiver) {
      const receiver = this.receiver;
      // Asynchronous like every other transport: a publisher never runs subscribers' code.
      queueMicrotask(() => receiver(copy));
    }
  }

  async close(): Promise<void> {
    this.receiver = undefined;
  }
}
