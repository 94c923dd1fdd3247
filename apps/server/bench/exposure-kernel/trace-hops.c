/*
 * The exposure core's layer loop (packages/engine/src/exposure/trace-direction.ts, hops 1..maxHops without a path
 * recorder) in C for WebAssembly, over the same node blocks (trace-scratch.ts) copied into linear memory: the
 * compiled kernel weighed against the JavaScript in decision 0052. Same operations in the same order, no fast-math,
 * so its figures are bit-for-bit the JavaScript's. Build: see build.sh.
 */
typedef int i32;
typedef unsigned int u32;
typedef double f64;

#define HEADER 6
#define END_HOP_LIMIT 0
#define END_MEGAHUB 1

extern unsigned char __heap_base;
__attribute__((export_name("heap_base"))) u32 heap_base(void) { return (u32)&__heap_base; }

typedef struct {
  i32 *entity_mark;
  f64 *entity_direct;
  f64 *entity_indirect;
  i32 *touched;
  i32 touched_len;
  i32 stamp;
  f64 *category_values;
} Credit;

static inline void credit_entity(Credit *c, i32 cls, i32 mask, i32 slot, f64 m) {
  if (c->entity_mark[cls] != c->stamp) {
    c->entity_mark[cls] = c->stamp;
    c->entity_direct[cls] = 0;
    c->entity_indirect[cls] = 0;
    c->touched[c->touched_len++] = cls;
  }
  if (slot == 0) c->entity_direct[cls] += m;
  else c->entity_indirect[cls] += m;
  for (i32 k = 0; mask != 0; mask = (i32)((u32)mask >> 1), k++)
    if (mask & 1) c->category_values[k * 2 + slot] += m;
}

/*
 * io: [0] frontier length in, [1] layer stamp in/out, [2] touched entities out, [3] edge visits out.
 * consts: [0] megahub end, [1] dead end, [2] pass-through with dust, reasons [3] hop limit, [4] megahub,
 * [5] dead end, [6] below minimum, [7] returned to origin.
 */
__attribute__((export_name("hops"))) void hops(f64 *F, i32 *front_a, i32 *front_b, i32 max_hops, i32 sole_origin,
                                               i32 sole_origin_block, i32 *origin_mark, i32 origin_stamp,
                                               f64 *unknown, f64 *categories, i32 *entity_mark, f64 *entity_direct,
                                               f64 *entity_indirect, i32 *touched, i32 credit_stamp, i32 *io,
                                               const i32 *consts) {
  i32 *I = (i32 *)F;
  const i32 megahub_end = consts[0], dead_end = consts[1], pass_dust = consts[2];
  const i32 r_hop = consts[3], r_mega = consts[4], r_dead = consts[5], r_below = consts[6], r_ret = consts[7];
  Credit c = {entity_mark, entity_direct, entity_indirect, touched, 0, credit_stamp, categories};
  i32 *cur = front_a, *next = front_b;
  i32 cur_len = io[0];
  i32 stamp = io[1];
  i32 visits = 0;
  for (i32 hop = 1; hop <= max_hops && cur_len > 0; hop++) {
    const i32 slot = hop == 1 ? 0 : 1;
    const i32 is_last = hop == max_hops;
    const i32 ends_next = hop + 1 == max_hops;
    f64 returned = 0, megahub = 0, hop_limit = 0;
    const i32 layer_stamp = ++stamp;
    const i32 cur_slot = hop & 1, next_slot = cur_slot ^ 1;
    i32 next_len = 0;
    for (i32 k = 0; k < cur_len; k++) {
      const i32 xb = cur[k];
      const f64 m = F[xb + cur_slot];
      F[xb + cur_slot] = 0;
      const i32 cls = I[2 * xb + 5];
      const i32 x = I[2 * xb + 7];
      const i32 is_origin = sole_origin >= 0 ? xb == sole_origin_block : origin_mark[x] == origin_stamp;
      i32 reason = -1;
      if (is_origin) reason = r_ret;
      else if (cls >= 0) {
        credit_entity(&c, cls, I[2 * xb + 8], slot, m);
        continue;
      } else if (cls == megahub_end) reason = r_mega;
      else if (is_last) reason = r_hop;
      else if (cls == dead_end) reason = r_dead;
      if (reason >= 0) {
        unknown[reason * 2 + slot] += m;
        continue;
      }
      const f64 f = m / F[xb + 4];
      const i32 start = xb + HEADER;
      const i32 end = I[2 * xb + 6];
      visits += (end - start) >> 1;
      if (ends_next) {
        for (i32 q = start; q < end; q += 2) {
          const f64 v = F[q + 1] * f;
          const i32 y_code = I[2 * q + 1];
          const i32 y = (i32)((u32)y_code >> 2);
          const i32 code = y_code & 3;
          if (sole_origin >= 0 ? y == sole_origin : origin_mark[y] == origin_stamp) returned += v;
          else if (code == END_HOP_LIMIT) hop_limit += v;
          else if (code == END_MEGAHUB) megahub += v;
          else {
            const i32 yb = I[2 * q];
            credit_entity(&c, I[2 * yb + 5], I[2 * yb + 8], 1, v);
          }
        }
      } else {
        for (i32 q = start; q < end; q += 2) {
          const i32 yb = I[2 * q];
          if (I[2 * yb + 4] != layer_stamp) {
            I[2 * yb + 4] = layer_stamp;
            next[next_len++] = yb;
          }
          F[yb + next_slot] += F[q + 1] * f;
        }
      }
      if (cls == pass_dust) unknown[r_below * 2 + 1] += m * F[xb + 5];
    }
    unknown[r_ret * 2 + 1] += returned;
    unknown[r_mega * 2 + 1] += megahub;
    unknown[r_hop * 2 + 1] += hop_limit;
    i32 *swap = cur;
    cur = next;
    next = swap;
    cur_len = next_len;
  }
  io[1] = stamp;
  io[2] = c.touched_len;
  io[3] = visits;
}
