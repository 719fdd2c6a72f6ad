/** The SSR vs CSR lesson's database helper: the Server Action saves a post with it. */
export function savePost(post: { title: string; body: string }): Promise<void>;
