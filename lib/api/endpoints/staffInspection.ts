import { z } from "zod";
import { endpoint } from "@/lib/api/contract/endpoint";

void z;
void endpoint;
