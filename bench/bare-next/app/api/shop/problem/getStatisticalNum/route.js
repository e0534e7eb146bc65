import { listRoute } from "../../../lists";

export const GET = listRoute("problemStats");
