import { z } from 'zod';
export declare const configDeclaration: z.ZodObject<{
    $schema: z.ZodOptional<z.ZodString>;
    agent: z.ZodOptional<z.ZodString>;
    owner: z.ZodOptional<z.ZodString>;
    dispatchers: z.ZodOptional<z.ZodArray<z.ZodString>>;
    files: z.ZodOptional<z.ZodObject<{
        handover: z.ZodOptional<z.ZodString>;
        marker: z.ZodOptional<z.ZodString>;
        sync: z.ZodOptional<z.ZodString>;
        registry: z.ZodOptional<z.ZodString>;
        requests: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    agents: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodObject<{
        emails: z.ZodOptional<z.ZodArray<z.ZodString>>;
        signingKeys: z.ZodOptional<z.ZodArray<z.ZodString>>;
        github: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
        pushers: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    }, z.core.$strict>>>>;
    upstreams: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodObject<{
        source: z.ZodString;
        ref: z.ZodOptional<z.ZodString>;
        file: z.ZodOptional<z.ZodString>;
        dialect: z.ZodOptional<z.ZodEnum<{
            [x: string]: string;
        }>>;
        log: z.ZodOptional<z.ZodObject<{
            heading: z.ZodOptional<z.ZodEnum<{
                seq: "seq";
                timestamp: "timestamp";
                date: "date";
                "date-last": "date-last";
            }>>;
            level: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<2>, z.ZodLiteral<3>]>>;
            order: z.ZodOptional<z.ZodEnum<{
                "oldest-first": "oldest-first";
                "newest-first": "newest-first";
                any: "any";
            }>>;
            writer: z.ZodOptional<z.ZodString>;
            amendLast: z.ZodOptional<z.ZodBoolean>;
            trailer: z.ZodOptional<z.ZodBoolean>;
            stamp: z.ZodOptional<z.ZodBoolean>;
            pinned: z.ZodOptional<z.ZodBoolean>;
            archive: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
            section: z.ZodOptional<z.ZodString>;
            reference: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
        }, z.core.$strict>>;
    }, z.core.$strict>>>;
    appendOnly: z.ZodOptional<z.ZodArray<z.ZodString>>;
    ignore: z.ZodOptional<z.ZodArray<z.ZodString>>;
    sync: z.ZodOptional<z.ZodObject<{
        shared: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodEnum<{
            "append-only": "append-only";
            "owner-only": "owner-only";
        }>>>;
        staleDays: z.ZodOptional<z.ZodNumber>;
        fields: z.ZodOptional<z.ZodObject<{
            focus: z.ZodOptional<z.ZodObject<{
                label: z.ZodOptional<z.ZodString>;
                aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
                optional: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$strict>>;
            blocked: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
                label: z.ZodOptional<z.ZodString>;
                aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
                optional: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$strict>, z.ZodLiteral<false>]>>;
            next: z.ZodOptional<z.ZodUnion<readonly [z.ZodObject<{
                label: z.ZodOptional<z.ZodString>;
                aliases: z.ZodOptional<z.ZodArray<z.ZodString>>;
                optional: z.ZodOptional<z.ZodBoolean>;
            }, z.core.$strict>, z.ZodLiteral<false>]>>;
        }, z.core.$strict>>;
        level: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<2>, z.ZodLiteral<3>]>>;
        layout: z.ZodOptional<z.ZodEnum<{
            sections: "sections";
            table: "table";
            tables: "tables";
            list: "list";
        }>>;
        ownFields: z.ZodOptional<z.ZodBoolean>;
        keeper: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    dialect: z.ZodOptional<z.ZodEnum<{
        [x: string]: string;
    }>>;
    log: z.ZodOptional<z.ZodObject<{
        heading: z.ZodOptional<z.ZodEnum<{
            seq: "seq";
            timestamp: "timestamp";
            date: "date";
            "date-last": "date-last";
        }>>;
        level: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<2>, z.ZodLiteral<3>]>>;
        order: z.ZodOptional<z.ZodEnum<{
            "oldest-first": "oldest-first";
            "newest-first": "newest-first";
            any: "any";
        }>>;
        writer: z.ZodOptional<z.ZodString>;
        amendLast: z.ZodOptional<z.ZodBoolean>;
        trailer: z.ZodOptional<z.ZodBoolean>;
        stamp: z.ZodOptional<z.ZodBoolean>;
        pinned: z.ZodOptional<z.ZodBoolean>;
        archive: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
        section: z.ZodOptional<z.ZodString>;
        reference: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodString>]>>;
    }, z.core.$strict>>;
    hooks: z.ZodOptional<z.ZodObject<{
        stop: z.ZodOptional<z.ZodEnum<{
            off: "off";
            block: "block";
            remind: "remind";
        }>>;
    }, z.core.$strict>>;
    requests: z.ZodOptional<z.ZodObject<{
        maxDepth: z.ZodOptional<z.ZodNumber>;
        staleDays: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strict>>;
    registry: z.ZodOptional<z.ZodObject<{
        source: z.ZodOptional<z.ZodString>;
        ref: z.ZodOptional<z.ZodString>;
        file: z.ZodOptional<z.ZodString>;
        layout: z.ZodOptional<z.ZodEnum<{
            [x: string]: string;
        }>>;
    }, z.core.$strict>>;
    rules: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodEnum<{
        [x: string]: string;
    }>, z.ZodTuple<[z.ZodEnum<{
        [x: string]: string;
    }>], null>, z.ZodTuple<[z.ZodEnum<{
        [x: string]: string;
    }>, z.ZodRecord<z.ZodString, z.ZodUnknown>], null>]>>>;
    identity: z.ZodOptional<z.ZodObject<{
        signatures: z.ZodOptional<z.ZodEnum<{
            required: "required";
            off: "off";
        }>>;
    }, z.core.$strict>>;
    server: z.ZodOptional<z.ZodObject<{
        protect: z.ZodOptional<z.ZodArray<z.ZodString>>;
    }, z.core.$strict>>;
    mcp: z.ZodOptional<z.ZodObject<{
        write: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** The JSON Schema of the config file, as shipped in schema/config.schema.json. */
export declare function configJsonSchema(): Record<string, unknown>;
