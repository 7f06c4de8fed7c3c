/** Who may read the board (view) and change it (full): the questions area's permission (spec §6). */
export const viewBoard = { page: ['questions', 'view'] } as const;
export const editBoard = { page: ['questions', 'full'] } as const;
