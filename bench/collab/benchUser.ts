/** The seller the collaboration benchmark's server seeds and its clients sign in as. */
export const BENCH_SELLER = {
  email: 'seller@collab-bench.test',
  password: 'collab bench password',
};
