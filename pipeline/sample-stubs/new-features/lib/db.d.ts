/** The slice of an ORM client (Prisma's shape) the Server Component samples call. */
export interface Post {
  id: number;
  title: string;
  summary: string;
  likes: number;
  createdAt: Date;
  authorId: string;
}

export declare const db: {
  post: {
    findMany(query?: {
      orderBy?: { [K in keyof Post]?: "asc" | "desc" };
      take?: number;
    }): Promise<Post[]>;
    create(query: { data: Pick<Post, "title" | "authorId"> }): Promise<Post>;
  };
};
