export interface PageTab {
  title: string;
  html: string;
}

/** A page as readers get it: safe HTML made by the server; the Help page also has tabs. */
export interface RenderedPage {
  pathKey: string;
  title: string;
  category: string;
  html: string;
  tabs: PageTab[];
  updatedAt: string;
}
