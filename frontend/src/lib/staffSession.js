// Who is signed in to the staff app: the staff app asks it, and the server embeds its answer in /admin pages.
export const STAFF_ME_URL = '/api/admin/me';
