import { NextResponse } from "next/server";

/**
 * Any /api path no Route Handler serves: the contract's `404 {"error": "Not found"}` instead of
 * Next's HTML page, whatever the method (a wrong method on a known path is the proxy's 405).
 */
function notFound(): Response {
  return NextResponse.json({ error: "Not found" }, { status: 404 });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
