/** Append-only typed buffers for readers that cannot know their sizes up front. */
class GrowableTriples<T extends Float32Array | Uint32Array> {
  data: T;
  length = 0;

  constructor(
    private readonly allocate: (size: number) => T,
    initialCapacity: number,
  ) {
    this.data = allocate(Math.max(16, initialCapacity));
  }

  push3(a: number, b: number, c: number): void {
    if (this.length + 3 > this.data.length) this.grow(this.length + 3);
    const d = this.data;
    const n = this.length;
    d[n] = a;
    d[n + 1] = b;
    d[n + 2] = c;
    this.length = n + 3;
  }

  toArray(): T {
    return this.data.slice(0, this.length) as T;
  }

  private grow(minimum: number): void {
    const next = this.allocate(Math.max(minimum, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}

export class GrowableFloat32 extends GrowableTriples<Float32Array> {
  constructor(initialCapacity = 1024) {
    super((size) => new Float32Array(size), initialCapacity);
  }
}

export class GrowableUint32 extends GrowableTriples<Uint32Array> {
  constructor(initialCapacity = 1024) {
    super((size) => new Uint32Array(size), initialCapacity);
  }
}
