export interface Project {
  id: string;
  name: string;
}

/** The project, or null when no project has that id. */
export function getProject(projectId: string): Promise<Project | null>;
