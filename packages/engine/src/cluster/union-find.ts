/** Disjoint sets over string keys, with path halving and union by size. */
export class UnionFind {
  private readonly parent = new Map<string, string>();
  private readonly size = new Map<string, number>();

  add(key: string): void {
    if (this.parent.has(key)) return;
    this.parent.set(key, key);
    this.size.set(key, 1);
  }

  find(key: string): string {
    this.add(key);
    let node = key;
    let parent = this.parent.get(node) ?? node;
    while (parent !== node) {
      const grandparent = this.parent.get(parent) ?? parent;
      this.parent.set(node, grandparent);
      node = grandparent;
      parent = this.parent.get(node) ?? node;
    }
    return node;
  }

  union(a: string, b: string): void {
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return;
    if ((this.size.get(rootA) ?? 1) < (this.size.get(rootB) ?? 1)) [rootA, rootB] = [rootB, rootA];
    this.parent.set(rootB, rootA);
    this.size.set(rootA, (this.size.get(rootA) ?? 1) + (this.size.get(rootB) ?? 1));
  }

  keys(): IterableIterator<string> {
    return this.parent.keys();
  }
}
