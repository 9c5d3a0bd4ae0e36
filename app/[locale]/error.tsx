"use client";

export { SiteError as default } from "@/components/site/site-error";
