/** Full-page navigations (server routes, other origins), behind one object so tests can watch them. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
