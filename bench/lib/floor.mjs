// The lightest authenticated request: what one request costs the API and the database on this
// machine before any feature's work (wake-ups, system calls, the token, the caller lookup). The
// benchmarks measure it beside their own requests, in the same run, so a figure can be read
// against the machine it was taken on.
export const FLOOR = '{ loggedInUserDetail { _id } }';
