export interface Post {
  id: string;
  title: string;
}

export interface Comment {
  id: number;
  author: string;
  text: string;
}

export function getPost(id: string): Promise<Post>;
export function getComments(id: string): Promise<Comment[]>;
