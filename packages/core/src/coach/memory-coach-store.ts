import type { CoachMessage, CoachStore } from './coach-store';

/** The conversation in memory, for core's unit tests (the runtimes keep it in SQL). */
export class MemoryCoachStore implements CoachStore {
  readonly messages = new Map<string, CoachMessage[]>();

  async append(memberId: string, message: CoachMessage) {
    this.messages.set(memberId, [...(this.messages.get(memberId) ?? []), message]);
  }

  async list(memberId: string, { before, limit }: { before?: Date | undefined; limit: number }) {
    return (this.messages.get(memberId) ?? [])
      .filter((message) => !before || message.createdAt < before)
      .reverse()
      .slice(0, limit);
  }

  async listForMember(memberId: string) {
    return [...(this.messages.get(memberId) ?? [])];
  }

  async deleteForMember(memberId: string) {
    this.messages.delete(memberId);
  }
}
