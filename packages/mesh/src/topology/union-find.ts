/** Disjoint sets over 0..n-1 in one Int32Array; the smaller root wins, so labels are deterministic. */
export function createUnionFind(size: number): Int32Array {
  const parent = new Int32Array(size);
  for (let i = 0; i < size; i++) parent[i] = i;
  return parent;
}

export function findRoot(parent: Int32Array, item: number): number {
  let x = item;
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]];
    x = parent[x];
  }
  return x;
}

export function unionSets(parent: Int32Array, a: number, b: number): boolean {
  const ra = findRoot(parent, a);
  const rb = findRoot(parent, b);
  if (ra === rb) return false;
  if (ra < rb) parent[rb] = ra;
  else parent[ra] = rb;
  return true;
}
