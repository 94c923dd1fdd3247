/**
 * Discrete-event clock of one chain's simulation. Scenarios schedule callbacks at times; callbacks create
 * transactions and schedule what follows. Events run in (time, scheduling order), so a run is deterministic, and
 * only the actors' next steps are queued: memory stays flat however long the window.
 */
type Event = { t: number; seq: number; run: () => void };

export class Sim {
  private readonly heap: Event[] = [];
  private seq = 0;

  constructor(
    readonly start: number,
    readonly end: number,
  ) {}

  /** Schedule at t (clamped to the window start); events after the end are dropped. */
  at(t: number, run: () => void): void {
    if (t > this.end) return;
    this.push({ t: Math.max(this.start, Math.floor(t)), seq: this.seq++, run });
  }

  get size(): number {
    return this.heap.length;
  }

  /** Run every event in order; `between` runs after each event (to flush batches, report progress). */
  async run(between: (t: number) => Promise<void>): Promise<void> {
    while (this.heap.length > 0) {
      const event = this.pop();
      event.run();
      await between(event.t);
    }
  }

  private push(event: Event): void {
    const heap = this.heap;
    heap.push(event);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(event, heap[parent] as Event)) break;
      heap[i] = heap[parent] as Event;
      i = parent;
    }
    heap[i] = event;
  }

  private pop(): Event {
    const heap = this.heap;
    const top = heap[0] as Event;
    const last = heap.pop() as Event;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && before(heap[right] as Event, heap[left] as Event) ? right : left;
        if (!before(heap[child] as Event, last)) break;
        heap[i] = heap[child] as Event;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

function before(a: Event, b: Event): boolean {
  return a.t < b.t || (a.t === b.t && a.seq < b.seq);
}
