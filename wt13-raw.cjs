const D = require('better-sqlite3');
const d = new D('/tmp/wt13/bench.db', { readonly: true });
d.pragma('cache_size = -65536'); d.pragma('mmap_size = 268435456');
const b = (x) => `lower(${x}) >= 'wil' and lower(${x}) < 'wim'`;
const L = b('person_last_name'), F = b('person_first_name'), E = b('person_email');
const S = (w) => { const e = w.slice(0,-1)+String.fromCharCode(w.charCodeAt(w.length-1)+1); const c=(x)=>`lower(${x}) >= '${w}' and lower(${x}) < '${e}'`; return ['last_name','first_name','preferred_name','email','post_code'].map(c); };
const any = (w) => S(w).map((c) => `(${c})`).join(' or ');
const V = {
  inForm: `select count(*) from (select id, last_name s from people where ${any('wil smi')} union select id, last_name from people where (${any('wil')}) and id in (select id from people where ${any('smi')}))`,
  inForm2: `select count(*) from (select id, last_name s from people where ${any('wil smi')} union select id, last_name from people where (${any('smi')}) and id in (select id from people where ${any('wil')}))`,
  sid: `select count(*) from (select last_name s, id from people where ${any('wil smi')} union select * from (select last_name s, id from people where ${any('wil')} intersect select last_name s, id from people where ${any('smi')}))`,
  orOne: `select count(*) from people where ${any('wil')}`,
  orOnePage: `select id from people where ${any('wil')} order by last_name, id limit 50`,
};
for (const [k, q] of Object.entries(V)) {
  const st = d.prepare(q); const r = st.raw().all();
  for (let i = 0; i < 30; i++) st.raw().all();
  const t = performance.now(); const c0 = process.cpuUsage(); for (let i = 0; i < 100; i++) st.raw().all(); const cu = process.cpuUsage(c0);
  console.log(k.padEnd(18), ((performance.now() - t) / 100).toFixed(3), ((cu.user + cu.system) / 100 / 1000).toFixed(3), JSON.stringify(r[0]), r.length);
  if (process.argv[2] === k) console.log(d.prepare('explain query plan ' + q).all().map((x) => x.detail).join('\n'));
}
