/** The niceness of the file load children (0 is the server's; 19 the lowest priority). */
export const LOAD_NICENESS = 10;
