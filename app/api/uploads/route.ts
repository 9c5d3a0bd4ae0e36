import { assertStaff, getActor } from "@/lib/access/auth/guards";
import { ValidationError } from "@/lib/platform/errors";
import { ok, route } from "@/lib/platform/api/respond";
import { assertRequestSize, throttleUploads, uploadFile } from "@/lib/content/uploads/service";
import { uploadMessages } from "@/lib/content/uploads/rules";

/** POST /api/uploads — multipart `file` + `folder` (Events, Blogs, Tours, Publications) → { secure_url }. */
export const POST = route(
  async (req) => {
    const actor = await getActor(req);
    // Anonymous callers are refused before their body is read.
    assertStaff(actor);
    assertRequestSize(req.headers.get("content-length"));
    await throttleUploads(actor);
    let form: FormData;
    try {
      form = await req.formData();
    } catch {
      throw new ValidationError([uploadMessages.empty]);
    }
    const result = await uploadFile(actor, { file: form.get("file"), folder: form.get("folder") });
    return ok(result, 201);
  },
  { validation: "error" },
);
