/** What the local server "sends": recorded, printed to its log, readable on the admin endpoint. */
import type { LocaleCode } from '@/engine/locale';

export interface SentMessage {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  /** The language it is written in. */
  locale: LocaleCode;
  receivedAt: string;
  hiredOptionId: number;
  botCheck: 'passed' | 'not configured';
}

export class Outbox {
  private messages: SentMessage[] = [];
  private counter = 0;

  nextId(): string {
    this.counter += 1;
    return `local-${this.counter}`;
  }

  record(message: SentMessage): void {
    this.messages.push(message);
  }

  list(): SentMessage[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages = [];
  }
}
