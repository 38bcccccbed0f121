/** SPEC.md §2/§9: sidebar width open (60 units of 4 px) and minimized. */
export const SIDEBAR_WIDTH = { open: 240, minimized: 72 } as const;

export const sidebarWidth = (minimized: boolean) => (minimized ? SIDEBAR_WIDTH.minimized : SIDEBAR_WIDTH.open);
