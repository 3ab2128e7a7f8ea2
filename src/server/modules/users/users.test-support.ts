// What the user API tests share.

/** The body of PUT /api/admin/users/:id that keeps the user as they are, but for `changes`. */
export function editOf(user: { username: string; email: string }, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    email: user.email,
    role: 'participant',
    status: 'regular',
    country: 'BR',
    stateCode: '35',
    cityCode: '3550308',
    ...changes,
  };
}
