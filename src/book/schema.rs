//! A JSON Schema for `foster rule --json`, inferred from the engine's own output over every
//! worked case: each field's types, which fields every object has (`required`), and the shape
//! of list items. It describes what the engine writes for the cases of this book; it is drawn
//! again at every build, so it cannot drift from the engine.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value, json};

/// What was seen at one place in the JSON.
#[derive(Debug, Default)]
pub struct Shape {
    types: BTreeSet<&'static str>,
    objects: usize,
    properties: BTreeMap<String, (usize, Shape)>,
    items: Option<Box<Shape>>,
}

impl Shape {
    /// Adds one value seen here.
    pub fn add(&mut self, v: &Value) {
        match v {
            Value::Null => {
                self.types.insert("null");
            }
            Value::Bool(_) => {
                self.types.insert("boolean");
            }
            Value::Number(n) => {
                self.types
                    .insert(if n.is_f64() { "number" } else { "integer" });
            }
            Value::String(_) => {
                self.types.insert("string");
            }
            Value::Array(a) => {
                self.types.insert("array");
                let items = self.items.get_or_insert_with(Box::default);
                for x in a {
                    items.add(x);
                }
            }
            Value::Object(o) => {
                self.types.insert("object");
                self.objects += 1;
                for (k, x) in o {
                    let (seen, shape) = self.properties.entry(k.clone()).or_default();
                    *seen += 1;
                    shape.add(x);
                }
            }
        }
    }

    /// The shape as a JSON Schema (draft 2020-12) fragment.
    pub fn schema(&self) -> Value {
        let mut s = Map::new();
        let types: Vec<&str> = self.types.iter().copied().collect();
        match types.as_slice() {
            [] => {}
            [one] => {
                s.insert("type".into(), json!(one));
            }
            many => {
                s.insert("type".into(), json!(many));
            }
        }
        if !self.properties.is_empty() {
            let props: Map<String, Value> = self
                .properties
                .iter()
                .map(|(k, (_, shape))| (k.clone(), shape.schema()))
                .collect();
            s.insert("properties".into(), Value::Object(props));
            let required: Vec<&String> = self
                .properties
                .iter()
                .filter(|(_, (seen, _))| *seen == self.objects)
                .map(|(k, _)| k)
                .collect();
            s.insert("required".into(), json!(required));
        }
        if let Some(items) = &self.items
            && !items.types.is_empty()
        {
            s.insert("items".into(), items.schema());
        }
        Value::Object(s)
    }
}

/// The schema of a set of reports, with its `$schema` and title.
pub fn infer<'a>(reports: impl IntoIterator<Item = &'a Value>) -> Value {
    let mut shape = Shape::default();
    for r in reports {
        shape.add(r);
    }
    let mut schema = shape.schema();
    if let Value::Object(o) = &mut schema {
        o.insert(
            "$schema".into(),
            json!("https://json-schema.org/draft/2020-12/schema"),
        );
        o.insert("title".into(), json!("foster rule --json"));
    }
    schema
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_every_object_has_are_required_and_types_are_merged() {
        let a = json!({"code": "pirate-1916", "deals": [{"label": "1", "contract": null}]});
        let b = json!({"code": "pirate-1917", "deals": [{"label": "2", "contract": {"level": 4}}, {"label": "3"}]});
        let s = infer([&a, &b]);
        assert_eq!(s["required"], json!(["code", "deals"]));
        let deal = &s["properties"]["deals"]["items"];
        assert_eq!(deal["required"], json!(["label"]));
        assert_eq!(
            deal["properties"]["contract"]["type"],
            json!(["null", "object"])
        );
        assert_eq!(
            deal["properties"]["contract"]["properties"]["level"]["type"],
            json!("integer")
        );
    }
}
